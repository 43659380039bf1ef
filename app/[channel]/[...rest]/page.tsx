import { notFound } from 'next/navigation';

// Every path no route claims (and /404 itself) renders the not-found screen with status 404.
export default function UnknownPath(): never {
  notFound();
}
