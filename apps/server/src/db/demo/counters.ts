import type { Tx } from '../client';
import { counterPositions, counters } from '../schema';

/** Fixed ids of the demo counters (tests and the e2e journey refer to them). */
export const DEMO_COUNTER_IDS = {
  /** 赵六's sales counter: brand S (may be overwritten), not positioned yet. */
  shanghaiJingAn: '0b6c3a5e-1d2f-4c8a-9e10-000000017001',
  /** Brand M in Shanghai, positioned already (M may overwrite). */
  shanghaiXujiahui: '0b6c3a5e-1d2f-4c8a-9e10-000000017002',
  /** Brand B in Hangzhou, positioned already: repeated positioning closed. */
  hangzhouWulin: '0b6c3a5e-1d2f-4c8a-9e10-000000017003',
  /** Brand B in Hangzhou, never positioned. */
  hangzhouXixi: '0b6c3a5e-1d2f-4c8a-9e10-000000017004',
  /** Brand S in Beijing. */
  beijingWangfujing: '0b6c3a5e-1d2f-4c8a-9e10-000000017005',
} as const;

type Options = { companyId: string; salesDepartment: string; headOffice: string; sunqi: string; now: Date };

/** Sales counters of brands S, M and B in Shanghai, Hangzhou and Beijing (spec 3 §2.4). */
export async function loadCountersDemo(tx: Tx, o: Options): Promise<void> {
  const C = DEMO_COUNTER_IDS;
  const positionedAt = new Date(o.now.getTime() - 20 * 86_400_000);
  const base = { companyId: o.companyId, remark: '' };
  await tx
    .insert(counters)
    .values([
      {
        ...base,
        id: C.shanghaiJingAn,
        number: 'SH-S-001',
        name: '静安嘉里中心S专柜',
        province: '上海市',
        city: '上海市',
        brandCode: 'S',
        organizationId: o.salesDepartment,
      },
      {
        ...base,
        id: C.shanghaiXujiahui,
        number: 'SH-M-002',
        name: '徐家汇港汇恒隆M专柜',
        province: '上海市',
        city: '上海市',
        brandCode: 'M',
        organizationId: o.salesDepartment,
        longitude: '121.4370000',
        latitude: '31.1950000',
        limitMeters: 200,
        remark: '港汇恒隆一楼',
        positionedAt,
        positionedBy: o.sunqi,
      },
      {
        ...base,
        id: C.hangzhouWulin,
        number: 'HZ-B-001',
        name: '杭州大厦B专柜',
        province: '浙江省',
        city: '杭州市',
        brandCode: 'B',
        organizationId: o.salesDepartment,
        longitude: '120.1650000',
        latitude: '30.2750000',
        limitMeters: 150,
        remark: '杭州大厦B座二楼',
        positionedAt,
        positionedBy: o.sunqi,
      },
      {
        ...base,
        id: C.hangzhouXixi,
        number: 'HZ-B-002',
        name: '西溪印象城B专柜',
        province: '浙江省',
        city: '杭州市',
        brandCode: 'B',
        organizationId: o.salesDepartment,
      },
      {
        ...base,
        id: C.beijingWangfujing,
        number: 'BJ-S-001',
        name: '王府井百货S专柜',
        province: '北京市',
        city: '北京市',
        brandCode: 'S',
        organizationId: o.headOffice,
      },
    ])
    .onConflictDoNothing();
  await tx
    .insert(counterPositions)
    .values([
      {
        id: '0b6c3a5e-1d2f-4c8a-9e10-000000017101',
        counterId: C.shanghaiXujiahui,
        organizationId: o.salesDepartment,
        longitude: '121.4370000',
        latitude: '31.1950000',
        limitMeters: 200,
        remark: '港汇恒隆一楼',
        positionedBy: o.sunqi,
        positionedAt,
      },
      {
        id: '0b6c3a5e-1d2f-4c8a-9e10-000000017102',
        counterId: C.hangzhouWulin,
        organizationId: o.salesDepartment,
        longitude: '120.1650000',
        latitude: '30.2750000',
        limitMeters: 150,
        remark: '杭州大厦B座二楼',
        positionedBy: o.sunqi,
        positionedAt,
      },
    ])
    .onConflictDoNothing();
}
