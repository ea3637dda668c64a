import Link, { type LinkProps } from '@cloudscape-design/components/link';
import { useNavigate } from 'react-router';

/** A Cloudscape link that navigates inside the app (real href for middle-click and screen readers). */
export const RouterLink = ({ href, ...rest }: LinkProps & { href: string }) => {
  const navigate = useNavigate();
  return (
    <Link
      {...rest}
      href={href}
      onFollow={(event) => {
        event.preventDefault();
        navigate(href);
      }}
    />
  );
};
