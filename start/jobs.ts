/*
| Background jobs of every module, defined on the shared pg-boss queue.
| Preloaded in the web process (to send) and the worker (to run).
*/
import '#core/mail/send_mail_job'
import '#ledger/jobs/verify_ledger_job'
import '#accounts/jobs/purge_sessions_job'
import '#engagement/jobs/sweep_chat_job'
import '#engagement/jobs/chat_memory_job'
import '#studio/jobs/generate_job'
import '#studio/jobs/poll_job'
import '#studio/jobs/deadline_job'
import '#studio/jobs/sweep_requests_job'
import '#ledger/jobs/expire_points_job'
import '#payments/jobs/purchase_receipt_job'
import '#accounts/jobs/notify_points_expiry_job'
import '#studio/jobs/purge_custom_job'
import '#takedown/jobs/carry_out_job'
