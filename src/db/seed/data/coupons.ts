import type { SeedCoupon } from '../types'

export const coupons: SeedCoupon[] = [
  {
    code: 'KARIBU100',
    description: 'Ksh 100 off your first order of Ksh 500 or more',
    percentOff: null,
    amountOffKes: 100,
    minOrderKes: 500,
    maxUses: 5000,
    validDays: 180,
  },
  {
    code: 'CHAKULA10',
    description: '10% off any order',
    percentOff: 10,
    amountOffKes: null,
    minOrderKes: 300,
    maxUses: 2000,
    validDays: 90,
  },
  {
    code: 'WIKENDI15',
    description: '15% off weekend orders',
    percentOff: 15,
    amountOffKes: null,
    minOrderKes: 800,
    maxUses: 1000,
    validDays: 60,
  },
  {
    code: 'MPESA50',
    description: 'Ksh 50 off when you pay with M-Pesa',
    percentOff: null,
    amountOffKes: 50,
    minOrderKes: 400,
    maxUses: 3000,
    validDays: 120,
  },
  {
    code: 'FAMILIA200',
    description: 'Ksh 200 off family orders of Ksh 2,000 or more',
    percentOff: null,
    amountOffKes: 200,
    minOrderKes: 2000,
    maxUses: 500,
    validDays: 90,
  },
]
