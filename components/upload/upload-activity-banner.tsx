'use client';

import { useAtomValue } from 'jotai';
import dynamic from 'next/dynamic';
import { withChunkTimeout } from '@/lib/lazy';
import { loginStatusAtom } from '@/components/login';

// Its flag (SWR) and markup load only once the login check has found a member (issue 15, phone
// speed: a visitor's first load does not carry them); until then, as for a visitor, nothing shows.
const MemberUploadBanner = dynamic(() => withChunkTimeout(import('./member-upload-banner')).then((m) => m.MemberUploadBanner), { ssr: false });

/** The upload-activity banner (member-upload-banner.tsx), for members. */
export function UploadActivityBanner() {
  return useAtomValue(loginStatusAtom) === 'user' ? <MemberUploadBanner /> : null;
}
