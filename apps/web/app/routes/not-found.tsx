import { data } from 'react-router';

// Every path no route claims: the 404 page inside the layout, with HTTP status 404.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
