import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

import type { Banner } from '@ugift/api-client';
import { Carousel, Modal, pressable } from '@ugift/ui';

import { linkageTarget } from '../lib/linkage';

const Plain = styled.button`
  ${pressable}
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Video = styled.video`
  display: block;
  width: 100%;
`;

/** The home banners: auto-advancing every 5 s, each leading where its linkage says. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const [video, setVideo] = useState<{ src: string; title: string } | null>(null);

  const slides = banners.map((banner) => {
    const name = banner.linkage_info.name || t('home.banner');
    const picture = <Picture src={banner.image} alt={name} />;
    const target = linkageTarget(banner);
    switch (target.kind) {
      case 'external':
        return (
          <a key={banner.id} href={target.href} target="_blank" rel="noreferrer">
            {picture}
          </a>
        );
      case 'route':
        return (
          <Link key={banner.id} to={target.to}>
            {picture}
          </Link>
        );
      case 'video':
        return (
          <Plain
            key={banner.id}
            type="button"
            onClick={() => setVideo({ src: target.src, title: name })}
          >
            {picture}
          </Plain>
        );
      default:
        return <div key={banner.id}>{picture}</div>;
    }
  });

  return (
    <>
      <Carousel slides={slides} label={t('home.banners')} />
      <Modal.Root open={video !== null} onOpenChange={(open) => !open && setVideo(null)}>
        <Modal.Content title={video?.title ?? ''}>
          <Modal.Body>
            {video ? <Video src={video.src} controls autoPlay playsInline /> : null}
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
