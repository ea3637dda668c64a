/** Entities of the disposition board (issue 15): absences of people and machines. */
import { Entity } from 'electrodb';
import { absenceReasons } from '../../../../schemas/stored-enums';
import { companyIndex, companyOwned, entityOptions, key, SERVICE } from '../entity-base';

/**
 * A person or machine away from its first to its last German day; by id in the company partition, and
 * per company sorted by the first day (gsi2): the absences of a period are one Query from
 * ABSENCE_MAX_DAYS before it to its end, the last day filtering the rest (no Scan).
 */
export const createAbsenceEntity = () =>
  new Entity(
    {
      model: { entity: 'absence', version: '1', service: SERVICE },
      attributes: {
        ...companyOwned,
        absenceId: { type: 'string', required: true },
        employeeId: { type: 'string' },
        machineId: { type: 'string' },
        firstDay: { type: 'string', required: true },
        lastDay: { type: 'string', required: true },
        reason: { type: absenceReasons, required: true },
        note: { type: 'string' },
        createdAt: { type: 'string', required: true },
      },
      indexes: {
        byCompany: companyIndex(['absenceId'], 'absence#${absenceId}'),
        byFirstDay: {
          index: 'gsi2',
          pk: key('gsi2pk', ['companyId'], '${companyId}#absences'),
          sk: key('gsi2sk', ['firstDay', 'absenceId'], '${firstDay}#${absenceId}'),
        },
      },
    },
    entityOptions(),
  );
