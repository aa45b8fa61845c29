import { fireEvent } from '@testing-library/react';

export const imageFile = (name = 'stadium.png', bytes = 1024, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** Picks a file in a file input the way a browser does (no `accept` filtering). */
export function chooseFile(input: HTMLInputElement, file: File) {
  fireEvent.change(input, { target: { files: [file] } });
}

export const fileInputIn = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;
