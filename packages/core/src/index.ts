// Placeholder until the core implementation lands; see README.md for the contract.
export const CORE_PLACEHOLDER = true;
