import type { Language, User } from '@smuc/sdk';
import type { Account } from '../auth/context';
import type { Db } from '../db/client';
import { limitationsOf, planName } from './plans';

const num = (v: string | null) => (v === null ? null : Number(v));

/** An account row → the wire `User` (000 §3); plan name and limitations from the plans table. */
export async function toUser(db: Db, account: Account): Promise<User> {
  return {
    user_id: account.id,
    firstname: account.firstname,
    lastname: account.lastname,
    email: account.email,
    company: account.company,
    country: account.country,
    city: account.city,
    postcode: account.postcode,
    address: account.address,
    phone: account.phone,
    tax_number: account.taxNumber,
    package: account.plan ? { plan: account.plan, name: await planName(db, account.plan) } : null,
    billing_period:
      account.billingFrom && account.billingTo
        ? { from: account.billingFrom.toISOString(), to: account.billingTo.toISOString() }
        : null,
    monthly_fee: num(account.monthlyFee),
    static_cpm_price: num(account.staticCpmPrice),
    video_cpm_price: num(account.videoCpmPrice),
    impression_based: account.impressionBased,
    language: account.language as Language,
    limitations: await limitationsOf(db, account),
    masqueraded: false,
    staff: account.staff,
  };
}
