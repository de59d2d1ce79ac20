/**
 * The conversation's header (SPEC §5.1): there is no scripted/live mode switch;
 * what answers is whatever the person last started, and this line says which —
 * a scenario, an example, their own request, or the (demo) model. Anything the
 * shell passes as children (the scenario player's controls) sits beside it.
 */
import { Match, Switch, type JSX } from 'solid-js';
import { shellCopy } from './shell-copy.ts';
import type { Driver } from './store.ts';
import { useLocale } from '../locale/locale.ts';

export function DriverHeader(props: { driver: Driver; children?: JSX.Element }): JSX.Element {
  const t = shellCopy.use();
  const { locale } = useLocale();
  return (
    <div class="driver" data-testid="driver" data-driver={props.driver.kind}>
      <p class="driver-line">
        <Switch fallback={<span class="driver-kind">{t('driver.none')}</span>}>
          <Match when={props.driver.kind === 'scenario' || props.driver.kind === 'example' ? props.driver : undefined}>
            {(d) => (
              <>
                <span class="driver-kind">{t(d().kind === 'scenario' ? 'driver.scenario' : 'driver.example')}</span>
                <span class="driver-name">{(d() as Extract<Driver, { kind: 'scenario' | 'example' }>).title[locale()]}</span>
              </>
            )}
          </Match>
          <Match when={props.driver.kind === 'request'}>
            <span class="driver-kind">{t('driver.request')}</span>
          </Match>
          <Match when={props.driver.kind === 'live' ? props.driver : undefined}>
            {(d) => (
              <>
                <span class="driver-kind">{t((d() as Extract<Driver, { kind: 'live' }>).demo ? 'driver.demo' : 'driver.live')}</span>
                <span class="driver-name" data-verbatim>
                  {(d() as Extract<Driver, { kind: 'live' }>).model}
                </span>
              </>
            )}
          </Match>
        </Switch>
      </p>
      {props.children}
    </div>
  );
}
