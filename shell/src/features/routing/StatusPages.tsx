import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';

/** The 404 page: an address no route (or no screen of the owning area) knows. */
export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="The page you are looking for does not exist or has moved."
      extra={<Link to="/"><Button type="primary">Back home</Button></Link>}
    />
  );
}

/** The 403 page: signed in, but without the permission the page needs. @see spec §6 ('403 Not Allowed') */
export function ForbiddenPage() {
  return (
    <Result
      status="403"
      title="403 Not Allowed"
      subTitle="Your account does not have the permission this page needs. Ask an administrator if you need it."
      extra={<Link to="/"><Button type="primary">Back home</Button></Link>}
    />
  );
}
