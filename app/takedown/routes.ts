/*
| Routes of the takedown module: the public removal-request form, and the
| staff queue where each request is decided within 48 hours.
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ReportsController = () => import('#takedown/controllers/reports_controller')
const StaffReportsController = () => import('#takedown/controllers/staff_reports_controller')

router.get('/report', [ReportsController, 'show']).as('takedown.new')
router.post('/report', [ReportsController, 'store']).as('takedown.store')

router
  .group(() => {
    router.get('/staff/reports', [StaffReportsController, 'index']).as('takedown.staff.index')
    router
      .get('/staff/reports/:id', [StaffReportsController, 'show'])
      .where('id', /^\d{1,15}$/)
      .as('takedown.staff.show')
    router
      .post('/staff/reports/:id/remove', [StaffReportsController, 'remove'])
      .where('id', /^\d{1,15}$/)
      .as('takedown.staff.remove')
    router
      .post('/staff/reports/:id/reject', [StaffReportsController, 'reject'])
      .where('id', /^\d{1,15}$/)
      .as('takedown.staff.reject')
  })
  .use([middleware.auth(), middleware.staff()])
