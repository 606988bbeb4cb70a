import { recordAudit } from '../db/audit';
import type { Database } from '../db/database';

/** Invented companies for the demo; names say "(Demo)" so nobody mistakes them for real firms. */
export const DEMO_RECYCLERS = [
  {
    id: 'RC-DEMO-01',
    districtId: 'LK-11',
    name: 'Lanka Green Polymers (Demo)',
    primaryAddress: 'No. 45, Galle Road, Ratmalana',
    hotline: '+94 11 255 0101',
  },
  {
    id: 'RC-DEMO-02',
    districtId: 'LK-21',
    name: 'Kandy Eco Plastics Recycling (Demo)',
    primaryAddress: 'No. 12, Katugastota Road, Kandy',
    hotline: '+94 81 222 0202',
  },
  {
    id: 'RC-DEMO-03',
    districtId: 'LK-31',
    name: 'Ruhuna Recycling Solutions (Demo)',
    primaryAddress: 'No. 78, Matara Road, Galle',
    hotline: '+94 91 223 0303',
  },
  {
    id: 'RC-DEMO-04',
    districtId: 'LK-61',
    name: 'Wayamba Plastic Recovery (Demo)',
    primaryAddress: 'No. 23, Puttalam Road, Kurunegala',
    hotline: '+94 37 222 0404',
  },
] as const;

export async function seedDemoRecyclers(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const recycler of DEMO_RECYCLERS) {
      const { rows } = await tx.query(
        `INSERT INTO recyclers (id, name, primary_address, hotline, district_id, status, is_demo)
         VALUES ($1, $2, $3, $4, $5, 'ACTIVE', true) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [recycler.id, recycler.name, recycler.primaryAddress, recycler.hotline, recycler.districtId],
      );
      if (rows.length > 0) {
        await recordAudit(tx, { actorUserId: null, action: 'create', entity: 'recycler', entityId: recycler.id, after: recycler });
      }
    }
  });
}
