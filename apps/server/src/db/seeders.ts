/**
 * The demo seeders, in order. Each later area (projects, clients, resources, quotes, documents)
 * appends its own; a seeder's name must never change once released.
 */
import type { Seeder } from './seed';

export const demoSeeders: Seeder[] = [];
