# Lists GNU Backgammon's legal moves for positions and rolls, for BackgammonGnubgIT.
# Run as: gnubg -t -q -r -p gnubg_moves.py, with PLY_GNUBG_IN naming a file of lines
# "<position id> <die> <die>" and PLY_GNUBG_OUT the file to write. For each line it writes
# "<position id> <die> <die> <n>" and then n lines, one per legal move: the move as gnubg writes
# it, a tab, and the board it leads to as 50 counts (the side on roll's points 1..24 and bar,
# then the other side's), or the line "refused <what gnubg has>" when gnubg did not take the
# position.
import os
import gnubg

gnubg.command('set player 0 human')
gnubg.command('set player 1 human')
gnubg.command('set evaluation chequerplay evaluation plies 0')
gnubg.command('new session')
gnubg.command('set turn 1')

out = open(os.environ['PLY_GNUBG_OUT'], 'w')
for line in open(os.environ['PLY_GNUBG_IN']):
    parts = line.split()
    if not parts:
        continue
    pid, d1, d2 = parts[0], parts[1], parts[2]
    gnubg.command('set board ' + pid)
    gnubg.command('set dice ' + d1 + ' ' + d2)
    board = gnubg.board()
    if gnubg.positionid(board) != pid:
        out.write('%s %s %s refused %s\n' % (pid, d1, d2, gnubg.positionid(board)))
        continue
    try:
        hints = gnubg.hint(100000)['hint']
    except Exception:
        hints = []  # no legal move
    out.write('%s %s %s %d\n' % (pid, d1, d2, len(hints)))
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
        out.write(h['move'] + '\t' + ' '.join(str(c) for c in me + opp) + '\n')
out.close()
