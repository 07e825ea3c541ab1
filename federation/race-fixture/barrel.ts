export { Surface } from './surface.js';
