import random

from django.http import JsonResponse
from django.urls import path
from django.views import View

QUESTIONS = {"python": ["What is a list?", "What is a dict?"]}


class ShuffleQuizView(View):
    def get(self, request):
        """Shuffle quiz."""
        quiz = request.COOKIES.get("quiz", "")
        questions = list(QUESTIONS.get(quiz, []))
        random.shuffle(questions)
        return JsonResponse({"questions": questions})


urlpatterns = [path("shuffle-quiz/", ShuffleQuizView.as_view())]
