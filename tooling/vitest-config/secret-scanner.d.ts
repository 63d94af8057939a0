export const TEST_SECRET_MARK: string;
export function takeSecretSightings(): string[];
