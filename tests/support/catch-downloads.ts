import { afterEach, beforeEach, expect, vi } from 'vitest';

interface Download {
  fileName: string;
  blob: Blob;
}

/**
 * Catches what the page hands the browser to save: the Blob behind the object URL, and the link's
 * file name.
 */
export function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const downloads: Download[] = [];
  let made = 0;
  const revoked: string[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob) {
        const url = `blob:test/${++made}`;
        blobs.set(url, blob);
        return url;
      }
      static override revokeObjectURL(url: string) {
        revoked.push(url);
      }
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    expect(this.isConnected).toBe(true);
    downloads.push({ fileName: this.download, blob: blobs.get(this.href) as Blob });
  });
  return { downloads, revoked };
}

/**
 * Catches downloads in every test of the calling suite; read `downloads` and `revoked` inside a
 * test.
 */
export function catchDownloadsInEachTest(): {
  readonly downloads: Download[];
  readonly revoked: string[];
} {
  let caught = { downloads: [] as Download[], revoked: [] as string[] };
  beforeEach(() => {
    caught = catchDownloads();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return {
    get downloads() {
      return caught.downloads;
    },
    get revoked() {
      return caught.revoked;
    },
  };
}
