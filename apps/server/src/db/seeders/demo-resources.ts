/**
 * The resources screen's sample (spec §2) as demo data. The summary note it yields is the spec's:
 * 3 of 4 personnel available, 2 equipment items need maintenance, 2 inventory items below minimum stock.
 */
import { randomUUID } from 'node:crypto';
import type { Seeder } from '../seed';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const DEMO_PERSONNEL = [
  {
    name: 'Thabo Nkosi',
    role: 'Senior Fire Engineer',
    status: 'Available',
    skills: ['Sprinkler design', 'SANS 10287', 'Hydraulic calcs'],
  },
  {
    name: 'Johan Pretorius',
    role: 'Sprinkler Fitter',
    status: 'Available',
    skills: ['Pipework', 'Hydrostatic testing'],
  },
  {
    name: 'Zanele Khumalo',
    role: 'Fire Alarm Technician',
    status: 'Available',
    skills: ['Addressable panels', 'SANS 10139'],
  },
  {
    name: 'Riaan Botha',
    role: 'Gas Suppression Specialist',
    status: 'On Leave',
    skills: ['FM-200', 'Inergen', 'Room integrity'],
  },
] as const;

export const DEMO_EQUIPMENT = [
  {
    name: 'Hydrostatic Test Pump',
    status: 'Available',
    location: 'Johannesburg Workshop',
    last: -20,
    next: 160,
  },
  {
    name: 'Pipe Threading Machine',
    status: 'In Use',
    location: 'Transnet Durban site',
    last: -45,
    next: 135,
  },
  { name: 'Scissor Lift 8 m', status: 'Maintenance', location: 'Midrand Yard', last: -200, next: -5 },
  { name: 'Flow Test Kit', status: 'Maintenance', location: 'Johannesburg Workshop', last: -380, next: -15 },
] as const;

export const DEMO_VEHICLES = [
  {
    type: 'Toyota Hilux 2.8 GD-6 Double Cab',
    registration: 'GP XY 12 ZZ GP',
    status: 'Available',
    fuel: 85,
    mileage: 48_230,
  },
  {
    type: 'Isuzu D-Max Single Cab',
    registration: 'CA 123-456',
    status: 'In Use',
    fuel: 45,
    mileage: 112_540,
  },
  {
    type: 'Nissan NP200 Bakkie',
    registration: 'ND 456-789',
    status: 'Maintenance',
    fuel: 20,
    mileage: 167_905,
  },
] as const;

export const DEMO_INVENTORY = [
  { item: 'Sprinkler Heads (K80, 68°C)', quantity: 450, minStock: 200 },
  { item: 'Smoke Detectors (Optical)', quantity: 35, minStock: 50 },
  { item: 'Fire Extinguishers 9 kg DCP', quantity: 8, minStock: 25 },
  { item: 'Steel Pipe 50 mm (6 m)', quantity: 120, minStock: 80 },
] as const;

export const demoResourcesSeeder: Seeder = {
  name: 'demo-resources',
  run: async (db) => {
    const now = new Date().toISOString();
    await db
      .insertInto('personnel')
      .values(
        DEMO_PERSONNEL.map((p) => ({
          id: randomUUID(),
          name: p.name,
          role: p.role,
          status: p.status,
          skills: JSON.stringify(p.skills),
          user_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('equipment')
      .values(
        DEMO_EQUIPMENT.map((e) => ({
          id: randomUUID(),
          name: e.name,
          status: e.status,
          location: e.location,
          last_maintenance: day(e.last),
          next_maintenance_due: day(e.next),
          checked_out_to: e.status === 'In Use' ? 'Transnet Port Terminals' : null,
          due_back: e.status === 'In Use' ? day(10) : null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('vehicles')
      .values(
        DEMO_VEHICLES.map((v) => ({
          id: randomUUID(),
          ...v,
          assigned_to: v.status === 'In Use' ? 'Johan Pretorius' : null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('inventory_items')
      .values(
        DEMO_INVENTORY.map((i) => ({
          id: randomUUID(),
          item: i.item,
          item_key: i.item.trim().toLowerCase(),
          quantity: i.quantity,
          min_stock: i.minStock,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  },
};
