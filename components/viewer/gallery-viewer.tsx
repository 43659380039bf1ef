'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { track, type TrackKind } from '@/components/tracking';
import type { ViewerImage } from '@/lib/viewer/viewer-math';
import { withChunkTimeout } from '@/lib/lazy';

const PictureViewer = dynamic(() => withChunkTimeout(import('./picture-viewer')), { ssr: false });

interface GalleryViewerProps {
  /** id of the gallery element whose `[data-viewer-index]` links open the viewer. */
  galleryId: string;
  images: ViewerImage[];
  title: string;
  kind?: TrackKind;
  docId?: string | number;
  /** Offer 找同款模型 in the viewer; a `[data-viewer-find]` button (its value the picture's index) opens it with the finder on. */
  findModels?: boolean;
}

/**
 * The detail galleries' picture viewer host: listens for clicks on the gallery's ViewerTrigger
 * links and opens the full-screen viewer (its code loads on the first open). Renders nothing
 * until then; focus returns to the picture that opened it.
 */
export function GalleryViewer({ galleryId, images, title, kind, docId, findModels = false }: GalleryViewerProps) {
  const [open, setOpen] = useState<{ index: number; find: boolean } | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const gallery = document.getElementById(galleryId);
    if (!gallery) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest<HTMLElement>(findModels ? '[data-viewer-index], [data-viewer-find]' : '[data-viewer-index]');
      if (!link || !gallery.contains(link)) return;
      const find = link.dataset.viewerFind !== undefined;
      const index = Number(find ? link.dataset.viewerFind : link.dataset.viewerIndex);
      if (!Number.isInteger(index) || index < 0 || index >= images.length) return;
      e.preventDefault();
      opener.current = link;
      setOpen({ index, find });
      track(find ? 'similar_img' : 'enlarge_img', { kind, doc_id: docId, area: find ? 'find_models' : 'gallery', index: index + 1 });
    };
    gallery.addEventListener('click', onClick);
    return () => gallery.removeEventListener('click', onClick);
  }, [galleryId, images.length, kind, docId, findModels]);

  if (open === null) return null;
  return (
    <PictureViewer
      images={images}
      startIndex={open.index}
      title={title}
      track={{ kind, doc_id: docId }}
      findModels={findModels}
      startFinding={open.find}
      onClose={() => {
        setOpen(null);
        opener.current?.focus();
      }}
    />
  );
}
