import random

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["shuffle_quiz"])

QUESTIONS = {"python": ["What is a list?", "What is a dict?"]}


@router.get("/shuffle-quiz")
def shuffle_quiz(quiz: str = ""):
    """Shuffle quiz."""
    questions = list(QUESTIONS.get(quiz, []))
    random.shuffle(questions)
    return {"questions": questions}
