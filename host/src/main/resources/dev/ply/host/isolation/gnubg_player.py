# Ply's bridge to GNU Backgammon, run by gnubg itself: gnubg -t -q -r -p gnubg_player.py
# (GnubgPlayer appends "-p <this file>" to the entrant's command). It speaks a line protocol
# over standard input and output, through gnubg's documented Python module:
#   ply-gnubg hello              -> "ply-gnubg ready <gnubg's version line>"
#   ply-gnubg move <position id> <die> <die>
#                                -> "ply-gnubg move <from>/<to> ..." (gnubg's best move, single
#                                   steps, bar and off by name) or "ply-gnubg move pass"
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
    elif words[1] == 'move' and len(words) == 5:
        try:
            gnubg.command('set board ' + words[2])
            gnubg.command('set dice ' + words[3] + ' ' + words[4])
            if gnubg.positionid(gnubg.board()) != words[2]:
                say('error gnubg did not take the position ' + words[2])
                continue
            best = gnubg.findbestmove()
            steps = ['%s/%s' % (point(best[i]), point(best[i + 1]))
                     for i in range(0, len(best), 2) if best[i] > 0]
            say('move ' + (' '.join(steps) if steps else 'pass'))
        except Exception as e:  # a position gnubg cannot play: say so, on one line
            say('error ' + str(e).replace('\n', ' '))
    else:
        say('error unknown command: ' + line.strip())
