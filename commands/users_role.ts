import { BaseCommand, args } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/** Makes an account staff (ledger reports) or a plain user again. */
export default class UsersRole extends BaseCommand {
  static commandName = 'users:role'
  static description = 'Set the role of an account: staff or user'
  static options: CommandOptions = { startApp: true }

  @args.string({ description: 'Email of the account' })
  declare email: string

  @args.string({ description: 'staff or user' })
  declare role: string

  async run() {
    if (this.role !== 'staff' && this.role !== 'user') {
      this.logger.error('role must be "staff" or "user"')
      this.exitCode = 1
      return
    }
    const { setRole } = await import('#accounts/actions/set_role')
    const account = await setRole(this.email, this.role)
    if (!account) {
      this.logger.error(`no account with email ${this.email}`)
      this.exitCode = 1
      return
    }
    this.logger.success(`${account.email} is now ${account.role}`)
  }
}
