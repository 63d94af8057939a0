export { GenesClient, type GenesClientOptions } from './client.js';
