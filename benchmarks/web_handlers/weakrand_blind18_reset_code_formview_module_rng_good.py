import random
import string
from datetime import timedelta

from django import forms
from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.db import connection
from django.utils import timezone
from django.views.generic.edit import FormView

ALPHABET = string.ascii_letters + string.digits
_rng = random.SystemRandom()


def make_reset_code(length: int = 24) -> str:
    return "".join(_rng.choice(ALPHABET) for _ in range(length))


class ResetRequestForm(forms.Form):
    email = forms.EmailField()


class PasswordResetRequestView(FormView):
    template_name = "accounts/reset_request.html"
    form_class = ResetRequestForm
    success_url = "/accounts/reset/sent/"

    def form_valid(self, form):
        users = get_user_model().objects.filter(email__iexact=form.cleaned_data["email"], is_active=True)
        user = users.first()
        if user is not None:
            code = make_reset_code()
            expires = timezone.now() + timedelta(hours=1)
            with connection.cursor() as cursor:
                cursor.execute(
                    "INSERT INTO accounts_resetcode (user_id, code, expires_at) VALUES (%s, %s, %s)",
                    [user.pk, code, expires],
                )
            send_mail("Reset your password", f"Your reset code: {code}", None, [user.email])
        return super().form_valid(form)
