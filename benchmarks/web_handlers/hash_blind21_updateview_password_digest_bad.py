import hashlib
from dataclasses import dataclass

from django import forms
from django.urls import reverse_lazy
from django.views.generic.edit import UpdateView

from .models import Member


@dataclass
class Credential:
    salt: str
    digest: str


def derive(password: str, salt: str) -> Credential:
    return Credential(salt, hashlib.md5((salt + password).encode()).hexdigest())


class PasswordForm(forms.ModelForm):
    new_password = forms.CharField(widget=forms.PasswordInput, min_length=10)

    class Meta:
        model = Member
        fields = []


class ChangePasswordView(UpdateView):
    model = Member
    form_class = PasswordForm
    success_url = reverse_lazy("account")

    def form_valid(self, form):
        credential = derive(form.cleaned_data["new_password"], self.object.salt)
        self.object.password_digest = credential.digest
        return super().form_valid(form)
