import hashlib

from django.contrib.auth.hashers import make_password
from django.views.generic.edit import FormView

from .forms import SignupForm
from .models import Account

class SignupView(FormView):
    form_class = SignupForm
    success_url = "/"

    def form_valid(self, form):
        raw = form.cleaned_data["password"]
        Account.objects.create(email=form.cleaned_data["email"], password=make_password(raw))
        return super().form_valid(form)
