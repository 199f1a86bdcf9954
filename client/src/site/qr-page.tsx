import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { detectDevice } from '../lib/device';
import { Spinner } from '../ui/spinner';
import { usePageMeta } from '../ui/use-page-meta';

/**
 * Where a printed QR code lands. Phones go to the install guide on /get-started (the local
 * default while no app store listing is configured); other devices go to the parent app.
 */
export function QrPage() {
  usePageMeta({ title: 'Redirecting' });
  const navigate = useNavigate();

  useEffect(() => {
    const device = detectDevice(navigator.userAgent);
    void navigate(device.type === 'desktop' ? '/app' : '/get-started', { replace: true });
  }, [navigate]);

  return (
    <section className="grid place-items-center gap-6 px-4 py-24 text-center">
      <Spinner label="Redirecting" />
      <h1 className="text-2xl font-extrabold">Redirecting to your app...</h1>
    </section>
  );
}
