import type { Tx } from '../client';
import { addresses } from '../schema';

/** Fixed ids so a second load is a no-op. */
export const DEMO_ADDRESS_IDS = {
  zhangsanHome: '0b6c3a5e-1d2f-4c8a-9e10-000000015001',
  zhangsanOffice: '0b6c3a5e-1d2f-4c8a-9e10-000000015002',
  lisiHome: '0b6c3a5e-1d2f-4c8a-9e10-000000015003',
} as const;

export type AddressDemoArgs = { zhangsan: string; lisi: string; now: Date };

/**
 * Address books for the shops: 张三 has his home in Shanghai (default) and the office; 李四 one
 * address (his default). The numbers are made up and reserved-looking.
 */
export async function loadAddressDemo(tx: Tx, { zhangsan, lisi, now }: AddressDemoArgs): Promise<void> {
  const earlier = new Date(now.getTime() - 30 * 86_400_000);
  await tx
    .insert(addresses)
    .values([
      {
        id: DEMO_ADDRESS_IDS.zhangsanHome,
        eid: zhangsan,
        userName: '张三',
        tel: '13800138000',
        province: '上海市',
        city: '上海市',
        area: '黄浦区',
        postCode: '200001',
        streetName: '南京东路100号5楼',
        isDefault: true,
        createdAt: earlier,
        updatedAt: earlier,
      },
      {
        id: DEMO_ADDRESS_IDS.zhangsanOffice,
        eid: zhangsan,
        userName: '张三',
        tel: '021-63210000',
        province: '上海市',
        city: '上海市',
        area: '浦东新区',
        postCode: '200120',
        streetName: '世纪大道88号20楼',
        isDefault: false,
        createdAt: now,
        updatedAt: now,
      },
      {
        id: DEMO_ADDRESS_IDS.lisiHome,
        eid: lisi,
        userName: '李四',
        tel: '13900139000',
        province: '浙江省',
        city: '杭州市',
        area: '西湖区',
        postCode: '310012',
        streetName: '文三路200号',
        isDefault: true,
        createdAt: earlier,
        updatedAt: earlier,
      },
    ])
    .onConflictDoNothing();
}
