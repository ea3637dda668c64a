import Big from 'big.js';
import { germanDay } from '../../../../schemas/kernel/calendar';
import { decimalText } from '../../../../schemas/kernel/money';

/** A machine's litres per German month ('2026-04'), earliest month first: the 'Tankvorgänge' table of a machine. */
export const monthlyLiters = (
  refuels: readonly { timestamp: string; liters: string }[],
): { month: string; liters: string; count: number }[] => {
  const months = new Map<string, { liters: Big; count: number }>();
  for (const refuel of refuels) {
    const month = germanDay(refuel.timestamp).slice(0, 7);
    const sum = months.get(month) ?? { liters: new Big(0), count: 0 };
    months.set(month, { liters: sum.liters.plus(refuel.liters), count: sum.count + 1 });
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, sum]) => ({ month, liters: decimalText(sum.liters), count: sum.count }));
};
