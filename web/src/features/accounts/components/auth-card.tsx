import { authPageMessages } from '@teater/contract';
import type { ReactNode } from 'react';
import { SITE_NAME } from '../../../lib/site';

/** The frame of /login and /register: a stage-curtain panel beside the form. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-12 md:py-20">
      <div className="mx-auto grid max-w-4xl overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-stone-200 md:grid-cols-5">
        <div className="relative hidden flex-col justify-between bg-brand-900 p-8 text-white md:col-span-2 md:flex">
          {/* Curtain folds: pure decoration */}
          <div
            aria-hidden="true"
            className="absolute inset-0 opacity-40"
            style={{
              backgroundImage:
                'repeating-linear-gradient(90deg, rgba(0,0,0,0.35) 0 14px, rgba(255,255,255,0.04) 14px 30px)',
            }}
          />
          <p className="relative font-display text-2xl font-bold">{SITE_NAME}</p>
          <blockquote className="relative font-display text-lg italic leading-relaxed text-stone-100">
            {authPageMessages.quote}
          </blockquote>
          <p className="relative text-xs font-semibold uppercase tracking-[0.25em] text-gold-400">Bandar Lampung</p>
        </div>
        <div className="p-6 sm:p-10 md:col-span-3">
          <h1 className="font-display text-3xl font-bold text-brand-700">{title}</h1>
          <p className="mt-2 text-sm text-stone-600">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </section>
  );
}
