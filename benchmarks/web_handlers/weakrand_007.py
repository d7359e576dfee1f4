import random

from django.http import JsonResponse
from django.urls import path

QUESTIONS = {"python": ["What is a list?", "What is a dict?"]}


def param(request, name):
    """A value from the query string, else from the form."""
    return request.GET.get(name) or request.POST.get(name, "")


def shuffle_quiz(request):
    """Shuffle quiz."""
    quiz = param(request, "quiz")
    questions = list(QUESTIONS.get(quiz, []))
    random.shuffle(questions)
    return JsonResponse({"questions": questions})


urlpatterns = [path("shuffle-quiz/", shuffle_quiz)]
