import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { rowId } from '#core/http/row_id'

const StaffLedgerController = () => import('#staff/controllers/staff_ledger_controller')
const StaffRefundsController = () => import('#staff/controllers/staff_refunds_controller')

router
  .group(() => {
    router.get('/staff/ledger', [StaffLedgerController, 'show']).as('staff.ledger')
    router
      .get('/staff/ledger/export.csv', [StaffLedgerController, 'export'])
      .as('staff.ledger.export')
    router
      .get('/staff/ledger/points.csv', [StaffLedgerController, 'pointsExport'])
      .as('staff.ledger.points')
    router
      .post('/staff/purchases/:id/refund', [StaffRefundsController, 'store'])
      .where('id', rowId)
      .as('staff.purchases.refund')
  })
  .use([middleware.auth(), middleware.staff(), middleware.readYourWrites()])
