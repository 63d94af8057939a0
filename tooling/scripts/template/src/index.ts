export { __CLIENT__, type __CLIENT__Options } from './client.js';
