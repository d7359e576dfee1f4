import os

from django.http import JsonResponse
from django.urls import path
from sqlalchemy import create_engine, text

ENGINE = create_engine(os.environ["DATABASE_URL"])


def account(request):
    """Account."""
    email = request.META.get("HTTP_X_EMAIL", "")
    email = email.strip()
    with ENGINE.connect() as db:
        row = db.execute(text("SELECT id, name FROM accounts WHERE email = :email"), {"email": email}).first()
    return JsonResponse({"account": list(row) if row else None})


urlpatterns = [path("account/", account)]
