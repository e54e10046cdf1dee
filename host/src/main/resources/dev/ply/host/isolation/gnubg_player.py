# Ply's bridge to GNU Backgammon, run by gnubg itself: gnubg -t -q -r -p gnubg_player.py
# (GnubgPlayer appends "-p <this file>" to the entrant's command). It speaks a line protocol
# over standard input and output, through gnubg's documented Python module:
#   ply-gnubg hello              -> "ply-gnubg ready <gnubg's version line>"
#   ply-gnubg move <position id> <die> <die>
#                                -> "ply-gnubg move <from>/<to> ..." (gnubg's best move, single
#                                   steps, bar and off by name) or "ply-gnubg move pass"
#   ply-gnubg accept <position id> <die> <die> <position id after>
#                                -> "ply-gnubg accepted" when one of gnubg's legal moves of the
#                                   roll leads from the first position (the mover on roll) to the
#                                   second (the other side on roll), else "ply-gnubg rejected ..."
#   ply-gnubg quit               -> ends
# The position id is GNU Backgammon's Position ID, with the side to move on roll. Every other
# line gnubg prints (boards, messages) is not an answer and is ignored by Ply.
import sys
import gnubg

gnubg.command('set player 0 human')
gnubg.command('set player 1 human')
gnubg.command('new session')
gnubg.command('set turn 1')


def say(text):
    sys.stdout.write('ply-gnubg ' + text + '\n')
    sys.stdout.flush()


def set_position(pid, d1, d2):
    gnubg.command('set board ' + pid)
    gnubg.command('set dice ' + d1 + ' ' + d2)
    board = gnubg.board()
    if gnubg.positionid(board) != pid:
        raise ValueError('gnubg did not take the position ' + pid)
    return board


def results(board):
    """The Position ID after each legal move, with the other side on roll."""
    try:
        hints = gnubg.hint(100000)['hint']
    except Exception:
        hints = []  # no legal move
    after = []
    for h in hints:
        opp = list(board[0])
        me = list(board[1])
        for (f, t) in gnubg.parsemove(h['move']):
            me[f - 1] -= 1
            if t > 0:
                me[t - 1] += 1
                if opp[24 - t] == 1:
                    opp[24 - t] = 0
                    opp[24] += 1
        after.append(gnubg.positionid((tuple(me), tuple(opp))))
    return after


def point(p):
    return 'bar' if p == 25 else 'off' if p <= 0 else str(p)


for line in sys.stdin:
    words = line.split()
    if len(words) < 2 or words[0] != 'ply-gnubg':
        continue
    if words[1] == 'quit':
        break
    if words[1] == 'hello':
        say('ready GNU Backgammon')
    elif words[1] == 'accept' and len(words) == 6:
        try:
            board = set_position(words[2], words[3], words[4])
            after = results(board)
            # a roll that cannot be played leaves the board as it was, the other side on roll
            flipped = gnubg.positionid((board[1], board[0]))
            if words[5] in after or (not after and words[5] == flipped):
                say('accepted')
            else:
                say('rejected: none of the %d legal moves leads there' % len(after))
        except Exception as e:
            say('error ' + str(e).replace('\n', ' '))
    elif words[1] == 'move' and len(words) == 5:
        try:
            set_position(words[2], words[3], words[4])
            best = gnubg.findbestmove()
            steps = ['%s/%s' % (point(best[i]), point(best[i + 1]))
                     for i in range(0, len(best), 2) if best[i] > 0]
            say('move ' + (' '.join(steps) if steps else 'pass'))
        except Exception as e:  # a position gnubg cannot play: say so, on one line
            say('error ' + str(e).replace('\n', ' '))
    else:
        say('error unknown command: ' + line.strip())
