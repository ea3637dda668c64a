import Link from '@cloudscape-design/components/link';
import { de } from '../i18n/de';
import { mailtoHref, telHref } from './contact-links';

/** A phone number or mail address people can tap (dialler or mail app); a dash when there is none. */
export const ContactLink = ({ kind, value }: { kind: 'phone' | 'mail'; value: string | null | undefined }) => {
  if (!value) return <>{de.common.empty}</>;
  return <Link href={kind === 'phone' ? telHref(value) : mailtoHref(value)}>{value}</Link>;
};
