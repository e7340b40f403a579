import { endOfIndianDay } from '../../admin/catalog-fields';
import type { Coupon } from '../schemas';

// The two codes the product's enrollment screen knows (docs/product.md §9), seeded as stored coupons (docs/product.md §10).
export const seedCoupons: Coupon[] = [
  {
    code: 'WELCOME10',
    description: '10% off any course for new learners.',
    discountType: 'percent',
    discountValue: 10,
    isActive: true,
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    usedCount: 0,
    minAmountPaise: null,
    applicableCourses: [],
    advertised: true,
  },
  {
    code: 'STUDENT20',
    description: '20% off for students on orders of ₹5,000 or more.',
    discountType: 'percent',
    discountValue: 20,
    isActive: true,
    validFrom: null,
    // The end of that day in India, as a coupon made in the admin ends (docs/product.md §5).
    validUntil: endOfIndianDay('2027-12-31'),
    usageLimit: 500,
    usedCount: 0,
    minAmountPaise: 500000,
    applicableCourses: [],
    advertised: true,
  },
];
