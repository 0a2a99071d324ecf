import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'
import { rowId } from '#core/http/row_id'

const ReportsController = () => import('#takedown/controllers/reports_controller')
const StaffReportsController = () => import('#takedown/controllers/staff_reports_controller')

router.get('/report', [ReportsController, 'show']).as('takedown.new')
router.post('/report', [ReportsController, 'store']).as('takedown.store')

router
  .group(() => {
    router.get('/staff/reports', [StaffReportsController, 'index']).as('takedown.staff.index')
    router
      .get('/staff/reports/:id', [StaffReportsController, 'show'])
      .where('id', rowId)
      .as('takedown.staff.show')
    router
      .post('/staff/reports/:id/remove', [StaffReportsController, 'remove'])
      .where('id', rowId)
      .as('takedown.staff.remove')
    router
      .post('/staff/reports/:id/reject', [StaffReportsController, 'reject'])
      .where('id', rowId)
      .as('takedown.staff.reject')
  })
  .use([middleware.auth(), middleware.staff(), middleware.readYourWrites()])
