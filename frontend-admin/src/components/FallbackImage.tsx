import { useState, type ImgHTMLAttributes } from 'react';

type FallbackImageProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; fallback: string };

/** An image that shows `fallback` instead when its own source cannot be loaded. */
export function FallbackImage({ src, fallback, alt, ...rest }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <img
      {...rest}
      alt={alt}
      src={failedSrc === src ? fallback : src}
      onError={() => setFailedSrc(src)}
    />
  );
}
