import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminMessages, f, MAX_GRACE_DAYS, renewalMessages as m, type RenewalSettings } from '@teater/contract';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { ResourceForm } from '../kit/resource-form';

const key = ['admin', 'renewals', 'settings'] as const;
const fields = { grace_days: f.number(m.graceDays, { required: true, min: 0, max: MAX_GRACE_DAYS }) };

/** The grace period: how many days a failed renewal keeps exclusive content open (audited). */
export function RenewalGraceSetting() {
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<{ data: RenewalSettings }>('/admin/renewals/settings', { signal }).then((r) => r.data),
  });
  if (!settings.data) return null;
  return (
    <section aria-labelledby="grace-title" className="mb-6 max-w-md rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 id="grace-title" className="font-semibold">
        {m.graceDays}
      </h2>
      <p className="mb-3 text-sm text-stone-600">{m.graceHint}</p>
      <ResourceForm
        fields={fields}
        record={settings.data}
        submit={({ values }) => api('/admin/renewals/settings', { method: 'PUT', body: values })}
        submitLabel={adminMessages.update}
        busyLabel={adminMessages.busy.updating}
        onSuccess={async () => {
          toast.success(m.settingsSaved);
          await client.invalidateQueries({ queryKey: key });
        }}
      />
    </section>
  );
}
