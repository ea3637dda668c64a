import { describe, expect, it } from 'vitest';
import { ZMachineInput } from './people-and-machines';

describe('a machine working width', () => {
  const machine = (workingWidthM: unknown) => ZMachineInput.safeParse({ name: 'Horsch Terrano 6 FX', workingWidthM });

  it('takes German decimals of 0,5 to 60 m and stores one spelling', () => {
    expect(machine('6,5').data?.workingWidthM).toBe('6.5');
    expect(machine('0,5').data?.workingWidthM).toBe('0.5');
    expect(machine(60).data?.workingWidthM).toBe('60');
    expect(ZMachineInput.parse({ name: 'Fendt 724 Vario' }).workingWidthM).toBeNull();
  });

  it('refuses widths outside 0,5 to 60 m with a German message', () => {
    for (const width of ['0,4', '60,1', '-3', 'breit']) {
      const issue = machine(width).error?.issues[0];
      expect(issue?.path).toEqual(['workingWidthM']);
      expect(issue?.message).toMatch(/Arbeitsbreite|Zahl|negativ/);
    }
    expect(machine('0,4').error?.issues[0]?.message).toBe('Bitte gib eine Arbeitsbreite von 0,5 bis 60 m ein.');
  });
});
