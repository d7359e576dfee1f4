import random
import secrets

from django.http import JsonResponse

QUESTIONS = ["q1", "q2", "q3", "q4"]


def start_quiz(request):
    order = QUESTIONS[:]
    random.shuffle(order)
    request.session["quiz_id"] = "%08x" % random.getrandbits(32)
    request.session["order"] = order
    return JsonResponse({"first": order[0]})
