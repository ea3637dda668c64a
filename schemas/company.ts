import * as z from 'zod';

/** A company's variant (application.md §3 'Company meta'): agricultural contractor (default) or logistics. */
export const companyVariants = ['AGRICULTURAL_CONTRACTOR', 'LOGISTICS'] as const;
export const ZCompanyVariant = z.enum(companyVariants);
export type TCompanyVariant = z.infer<typeof ZCompanyVariant>;
