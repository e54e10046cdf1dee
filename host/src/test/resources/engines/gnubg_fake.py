# A stand-in for gnubg running Ply's bridge script, for GnubgPlayerTest: it takes the arguments
# GnubgPlayer adds (-t, -p FILE) and ignores them, records every line it is sent to the file given
# first, and answers "ply-gnubg ready", then to each "move" the answer given second and to each
# "accept" the verdict given third. It prints a line of its own first, as gnubg prints its banner.
import sys

record, move, verdict = sys.argv[1], sys.argv[2], sys.argv[3]
print('GNU Backgammon banner', flush=True)
with open(record, 'a') as out:
    for line in sys.stdin:
        out.write(line)
        out.flush()
        words = line.split()
        if words[1:2] == ['hello']:
            print('ply-gnubg ready fake gnubg', flush=True)
        elif words[1:2] == ['move']:
            print('a board gnubg prints', flush=True)
            print('ply-gnubg move ' + move, flush=True)
        elif words[1:2] == ['accept']:
            print('ply-gnubg ' + verdict, flush=True)
        elif words[1:2] == ['quit']:
            break
