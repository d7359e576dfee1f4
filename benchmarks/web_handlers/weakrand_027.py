import random

from django.http import JsonResponse
from django.urls import path

QUESTIONS = {"python": ["What is a list?", "What is a dict?"]}


def shuffle_quiz(request, quiz):
    """Shuffle quiz."""
    questions = list(QUESTIONS.get(quiz, []))
    random.shuffle(questions)
    return JsonResponse({"questions": questions})


urlpatterns = [path("shuffle-quiz/<str:quiz>/", shuffle_quiz)]
