{{- define "crashcart.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "crashcart.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{- define "crashcart.selector" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "crashcart.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- default (include "crashcart.fullname" .) .Values.serviceAccount.name -}}
{{- else -}}
{{- default "default" .Values.serviceAccount.name -}}
{{- end -}}
{{- end -}}

{{- define "crashcart.image" -}}
{{ .Values.image.repository }}:{{ default .Chart.AppVersion .Values.image.tag }}
{{- end -}}

{{- define "crashcart.secretName" -}}
{{- default (include "crashcart.fullname" .) .Values.existingSecret -}}
{{- end -}}

{{/* Environment shared by the API, the workers and the migration Job. */}}
{{- define "crashcart.env" -}}
- name: CRASHCART_DATA_DIR
  value: /var/lib/crashcart
- name: CRASHCART_LOG_LEVEL
  value: info
{{- range $name, $key := dict "CRASHCART_DATABASE_URL" "database-url" "CRASHCART_REDIS_URL" "redis-url" "CRASHCART_TOKENS" "tokens" "CRASHCART_LLM__API_KEY" "llm-api-key" "CRASHCART_NOTIFY__SLACK_WEBHOOK_URL" "slack-webhook-url" "CRASHCART_NOTIFY__WEBHOOK_SECRET" "webhook-secret" }}
- name: {{ $name }}
  valueFrom:
    secretKeyRef:
      name: {{ include "crashcart.secretName" $ }}
      key: {{ $key }}
      optional: true
{{- end }}
- name: CRASHCART_REDIS_PREFIX
  value: {{ .Values.redis.prefix | quote }}
- name: CRASHCART_BACKEND
  value: {{ .Values.backend | quote }}
- name: CRASHCART_POLICY__MODE
  value: {{ .Values.policy.mode | quote }}
- name: CRASHCART_KUBERNETES__EVICT_PODS
  value: {{ .Values.kubernetes.evictPods | quote }}
{{- with .Values.publicUrl }}
- name: CRASHCART_PUBLIC_URL
  value: {{ . | quote }}
{{- end }}
{{- with .Values.llm.baseUrl }}
- name: CRASHCART_LLM__BASE_URL
  value: {{ . | quote }}
{{- end }}
{{- with .Values.llm.model }}
- name: CRASHCART_LLM__MODEL
  value: {{ . | quote }}
{{- end }}
{{- with .Values.notify.webhookUrls }}
- name: CRASHCART_NOTIFY__WEBHOOK_URLS
  value: {{ toJson . | quote }}
{{- end }}
{{- with .Values.extraEnv }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{- define "crashcart.podSecurity" -}}
securityContext:
  runAsNonRoot: true
  runAsUser: 999
  fsGroup: 999
  seccompProfile:
    type: RuntimeDefault
{{- end -}}

{{- define "crashcart.containerSecurity" -}}
securityContext:
  allowPrivilegeEscalation: false
  capabilities:
    drop: [ALL]
{{- end -}}
