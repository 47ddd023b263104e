import type { TTravelCategory, TTravelType } from '@ehome/shared/travel/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { TRAVEL_KEY } from './keys';

/** GET /api/LocalTravelApply/GetCategoryList?type: the outing type, or the two trip types offered. */
export function getTravelCategories(type: TTravelType): Promise<TTravelCategory[]> {
  return http.get<TTravelCategory[]>('/api/LocalTravelApply/GetCategoryList', { type });
}

export const travelCategoriesQuery = (type: TTravelType) =>
  queryOptions({ queryKey: [...TRAVEL_KEY, 'categories', type], queryFn: () => getTravelCategories(type) });

export function useTravelCategories(type: TTravelType) {
  return useQuery(travelCategoriesQuery(type));
}
